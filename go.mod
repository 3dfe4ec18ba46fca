module github.com/takengine/takengine

go 1.26.8
