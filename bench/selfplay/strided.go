package selfplay

import "sync"

// strided runs n tasks on workers goroutines, worker w taking tasks w,
// w+workers, ... in order, so each task's result depends only on the
// worker's own earlier tasks. newWorker(w) sets up worker w and returns
// the function that runs task i; progress, if set, is called after every
// 1,000 tasks done.
func strided(n, workers int, progress func(done, all int), newWorker func(w int) func(i int)) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			run := newWorker(w)
			for i := w; i < n; i += workers {
				run(i)
				mu.Lock()
				if done++; progress != nil && done%1000 == 0 {
					progress(done, n)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
}
