import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { authConfigFromEnv, listenConfigFromEnv, serverConfigFromEnv } from "./config";
import { openDb } from "./platform/db/client";
import { seed } from "./platform/db/seed";
import { createLogger } from "./platform/http/logger";
import { reservationExpiryJob } from "./domains/reservations/expiry-job";
import { reportReminderJob, jobOrigin } from "./domains/applications/reminders";
import { createMailProvider } from "./platform/mail/create-mail-provider";
import { allJobs, type JobScheduler, startTimedJob } from "./platform/jobs";
import { createShopContext } from "./domains/reservations/context";
import { tourJobs } from "./domains/tours";
import { trackingRetentionJob } from "./domains/protocol/retention-job";

/** In-flight requests get this long to finish after SIGTERM/SIGINT; then connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = serverConfigFromEnv(process.env);
const logger = createLogger(config.logLevel);

async function start() {
  const listen = listenConfigFromEnv(process.env);
  const handle = await openDb({
    // The pool replaces a lost connection; requests that were using it answer 503 (see the app's error handler).
    onConnectionError: (error) => logger.warn("database connection lost", { error }),
  });
  let server: Server | undefined;
  let jobs: JobScheduler | undefined;
  const lifecycle = { draining: false };
  let stopping: Promise<void> | undefined;

  const stop = (signal: string) => {
    stopping ??= (async () => {
      lifecycle.draining = true;
      // Stop listening first, so "shutting down" in the log means new connections are already refused.
      const closing = server ? closeServer(server) : Promise.resolve();
      logger.info("shutting down", { signal });
      await closing;
      // A tick in progress finishes before the database closes under it.
      await jobs?.stop();
      // Closing PGlite flushes it and releases the folder lock; an open PGlite also keeps the process alive.
      await handle.close();
      logger.info("stopped", { signal });
    })();
    return stopping;
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) {
        // A second Ctrl-C means "now": skip the grace period.
        logger.warn("second signal; exiting without waiting", { signal });
        process.exit(1);
      }
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error("shutdown failed", { error });
          process.exit(1);
        },
      );
    });
  }

  try {
    const report = await seed(handle.db);
    if (report.applied.length > 0) logger.info("seeded", { steps: report.applied });
    const app = createApp({ db: handle.db, config, logger, lifecycle });
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: listen.port, hostname: listen.host }, () => resolve(s as Server));
      s.once("error", reject);
    });
    // Unpaid orders past their due time are cancelled every minute; job_runs keeps it to one process per minute.
    // Education report reminders likewise, each reminder once (a week before the due day and on the day).
    const auth = config.auth ?? authConfigFromEnv(process.env);
    const edu = {
      db: handle.db,
      now: () => new Date(),
      mail: createMailProvider(auth, handle.db),
      fieldKey: () => Promise.reject(new Error("the reminders read no sealed field")),
      logger,
    };
    // The summit's waitlist offers freed seats, and departures below their minimum are called off (ADR 0027).
    const shop = createShopContext({ db: handle.db, auth, payments: config.payments, logger });
    const tours = tourJobs({ shop, mail: edu.mail, origin: jobOrigin(auth) });
    jobs = allJobs([
      startTimedJob({ db: handle.db, logger, job: reservationExpiryJob(handle.db) }),
      startTimedJob({ db: handle.db, logger, job: reportReminderJob(edu, jobOrigin(auth)) }),
      ...tours.map((job) => startTimedJob({ db: handle.db, logger, job })),
      // Protocol tours' vehicle positions past each tour's retention are deleted (ADR 0033).
      startTimedJob({ db: handle.db, logger, job: trackingRetentionJob(handle.db) }),
    ]);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  logger.info("listening", {
    url: `http://${host}:${address.port}`,
    database: handle.kind,
    location: handle.location,
    static: config.serveStatic ? config.staticDir : false,
    version: config.version,
  });
}

/** Stops accepting, lets in-flight requests finish, closes idle keep-alive sockets; cuts the rest after the grace period. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over; closing open connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

start().catch((error: unknown) => {
  logger.error("failed to start", { error });
  // The logger may be silent; a failed start must always say why.
  if (logger.level === "silent") console.error(error);
  process.exit(1);
});
