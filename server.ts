export {};

// Runs the server: the built bundle in production, or through Vite with hot reload in development.
const development = process.env.NODE_ENV === "development";

try {
  if (development) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const { start } = await devServer.ssrLoadModule("./server/app.ts");
    await start({
      dev: {
        middleware: devServer.middlewares,
        loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
      },
    });
  } else {
    process.env.NODE_ENV = "production";
    // @ts-expect-error: the bundle exists only after `npm run build`.
    const { start } = await import("./build/server/index.js");
    await start();
  }
} catch (error) {
  process.stderr.write(
    `groupsite could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
