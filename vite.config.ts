import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicScripts } from "./scripts/vite-public-scripts.ts";

export default defineConfig({
  // The server bundle's entry is our HTTP app, so the whole server (routes, domain, database)
  // is one module graph: one copy of every module, one set of typed errors.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), publicScripts()],
});
