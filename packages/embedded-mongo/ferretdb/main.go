// Command embedded-ferretdb runs FerretDB (a MongoDB wire-protocol server) through its
// embeddable package, so that Postcraft has a MongoDB-compatible database on machines without
// mongod. It prints one JSON line {"uri": "..."} on stdout once it accepts connections and stops
// cleanly on SIGINT or SIGTERM.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "TCP address to listen on (port 0 picks a free port)")
	handler := flag.String("handler", "sqlite", "storage backend: sqlite or postgresql")
	sqliteDir := flag.String("sqlite-dir", "", "folder for the SQLite backend's files")
	// The connection string carries a password: it comes from the environment, which other users
	// of the machine cannot read (unlike the command line), unless given as a flag.
	postgresURL := flag.String("postgresql-url", os.Getenv("FERRETDB_POSTGRESQL_URL"), "connection string for the PostgreSQL backend (default $FERRETDB_POSTGRESQL_URL)")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail("bad -log-level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	config := &ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Logger:        logger,
		Handler:       *handler,
		PostgreSQLURL: *postgresURL,
	}
	if *handler == "sqlite" {
		if *sqliteDir == "" {
			fail("-sqlite-dir is required with the sqlite handler")
		}
		if err := os.MkdirAll(*sqliteDir, 0o700); err != nil {
			fail("cannot create %s: %v", *sqliteDir, err)
		}
		config.SQLiteURL = "file:" + *sqliteDir + "/"
	}

	server, err := ferretdb.New(config)
	if err != nil {
		fail("cannot start FerretDB: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		_ = server.Run(ctx)
		close(done)
	}()

	ready, _ := json.Marshal(map[string]string{"uri": server.MongoDBURI()})
	fmt.Println(string(ready))

	<-done
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "embedded-ferretdb: "+format+"\n", args...)
	os.Exit(1)
}
