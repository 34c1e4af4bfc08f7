import type { Options, SearchOptions } from "minisearch";

export declare function tokenize(text: string): string[];
export declare const searchFields: string[];
export declare const miniSearchOptions: Options;
export declare const defaultSearchOptions: Required<Pick<SearchOptions, "boost" | "prefix" | "fuzzy" | "combineWith">>;
export declare function queryGroups(query: string): { terms: string[]; prefix: boolean }[];
export declare function isCjk(text: string): boolean;
export declare function cjkRuns(text: string): string[];
export declare function stem(term: string): string;
export declare function prepareSegmenter(): void;
export declare function setFold(pairs: string | undefined): void;
export declare function fold(text: string): string;
export declare function wordParts(word: string): string[];
export declare function queryWords(query: string): string[];
