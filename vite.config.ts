import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicScripts } from "./scripts/build/vite-public-scripts.ts";
import { wordsComplete } from "./scripts/build/vite-words-check.ts";

export default defineConfig({
  // The server bundle's entry is our HTTP app, so the whole server (routes, domain, database)
  // is one module graph: one copy of every module, one set of typed errors.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // Bundled, so the server holds the icons it draws: loaded from node_modules it evaluated all of
  // them (one 1.3 MB module), 5 of the 42 MB every full garbage collection had to mark.
  ssr: { noExternal: ["lucide-react"] },
  plugins: [wordsComplete(), tailwindcss(), reactRouter(), publicScripts()],
});
