import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { PageLayout } from "~/components/layout/PageLayout";
import { loadPage } from "~/content/page-loader.server";
import { loadPageInBrowser } from "~/content/page-module";
import { takePreloaded } from "~/hooks/usePagePreload";
import { pageMeta } from "~/lib/head";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request);

/** Client navigations fetch the loader data, then the page's module, before rendering. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const preloaded = new URL(request.url).search ? undefined : await takePreloaded(new URL(request.url).pathname);
  const data = (preloaded as Awaited<ReturnType<typeof serverLoader<typeof loader>>> | undefined) ?? (await serverLoader<typeof loader>());
  await loadPageInBrowser(data.page);
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.page, data.origin, data.alternates) : []);

export default function PageRoute() {
  const data = useLoaderData<typeof loader>();
  return <PageLayout {...data} />;
}
