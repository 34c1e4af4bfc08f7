import { buildContent } from "./content/build.mjs";

buildContent().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
