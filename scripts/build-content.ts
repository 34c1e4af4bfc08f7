import { buildContent } from "./content/build.ts";

buildContent().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
