import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { takePreloaded } from "~/hooks/usePagePreload";
import { pageMeta as buildMeta, firstScreenHold } from "~/lib/head";
import { recoverChunk } from "~/lib/skew";
import type { PageProps } from "~/lib/page-context";
import { loadPageInBrowser } from "./page-module";

/** Shared by the page and home routes: loader data (preloaded on hover when possible), then the page module. */
export async function loadPageWithModule<T>({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const preloaded = url.search ? undefined : await takePreloaded(url.pathname);
  const data = ((preloaded as PageProps | undefined) ?? (await serverLoader<T>())) as PageProps;
  // A page module that cannot load (a deploy removed it): the reader still lands on the page, fully loaded.
  await loadPageInBrowser(data.page).catch((error) => recoverChunk(error, url.pathname + url.search + url.hash));
  return data as unknown as Awaited<ReturnType<typeof serverLoader<T>>>;
}

export const pageMeta = (data: PageProps | undefined) =>
  data ? [...buildMeta(data.page, data.origin, data.alternates), firstScreenHold(data.page)] : [];
