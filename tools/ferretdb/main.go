// Command ferretdb runs FerretDB v1 as the project's local and test database: a real MongoDB
// wire-protocol server, built from the Go module proxy, that needs no MongoDB installation.
// It stores in SQLite files by default, or in PostgreSQL with -postgresql-url (the benchmarks:
// there FerretDB hands equality filters to PostgreSQL, which can answer them from an index).
// Production uses MongoDB itself through MONGODB_URI.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data-dir", "data/ferretdb", "directory holding the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	postgresURL := flag.String("postgresql-url", "", "store in this PostgreSQL database instead of SQLite files")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(os.Stderr, "bad -log-level: %v\n", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "data directory %q: %v\n", *dataDir, err)
		os.Exit(1)
	}

	config := &ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
	}
	if *postgresURL != "" {
		config.Handler = "postgresql"
		config.PostgreSQLURL = *postgresURL
	}
	f, err := ferretdb.New(config)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		_ = f.Run(ctx)
		close(done)
	}()

	// The listener address is only known once Run has started; callers wait for this line.
	fmt.Printf("ferretdb listening on %s (data in %s)\n", f.MongoDBURI(), dir)
	<-done
}
