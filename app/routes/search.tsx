import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SearchPage } from "~/components/search/SearchPage";
import type { SearchPageData } from "~/content/search-page.server";
import { localeFromPath, site, t } from "~/shell";

/** The results page of a GET search form, in each language: what search leads to without the app. */
export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  (await import("~/content/search-page.server")).loadSearchPage(request, context);

/** A page per query: never indexed. */
export const meta: MetaFunction = ({ location }) => [
  { title: `${t(localeFromPath(location.pathname), "search.results")} - ${site.title}` },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export default function SearchRoute() {
  return <SearchPage {...(useLoaderData() as SearchPageData)} />;
}
