package ws

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromium returns the path of a Chromium binary. Without one the test is
// skipped, except in CI (CI=true), where .ci/run installs it and a
// missing browser is a failure.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed (.ci/run installs it with apt-get)")
	}
	t.Skip("chromium is not installed")
	return ""
}

// TestBrowser opens testdata/analyse.html, served from a localhost page
// as a self-hosted PTN-Ninja would be, in headless Chromium; the page
// connects to the bridge, analyses a position and shows the bestmove.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	bin := chromium(t)
	bridge := newTestServer(t, 0)
	page := httptest.NewServer(http.FileServer(http.Dir("testdata")))
	defer page.Close()

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
	defer cancel()

	wsURL := "ws://localhost:" + strings.TrimPrefix(bridge.URL, "http://127.0.0.1:") + "/"
	_, err := chromedp.Run(ctx, chromedp.Navigate(page.URL+"/analyse.html?ws="+url.QueryEscape(wsURL)))
	if err == nil {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("bestmove").textContent !== ""`,
			chromedp.WithPollingTimeout(30*time.Second)))
	}
	log, _ := chromedp.Run(ctx, chromedp.TextContent(`#log`))
	if err != nil {
		t.Fatalf("browser: %v (page log %q)", err, log)
	}
	best, err := chromedp.Run(ctx, chromedp.TextContent(`#bestmove`))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^[CS]?[a-f][1-6]|^[1-6]?[a-f][1-6][<>+-]`).MatchString(best) {
		t.Fatalf("bestmove %q; page log:\n%s", best, log)
	}
	if !strings.Contains(log, "< size 3 4 5 6 7 8 halfkomi") || !strings.Contains(log, "< info depth ") {
		t.Errorf("page log:\n%s", log)
	}
}
