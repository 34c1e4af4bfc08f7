import { buildContent } from "./content/build.ts";

buildContent().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
