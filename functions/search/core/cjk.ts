/** Chinese and Japanese characters: text holding them is indexed by character and segmented in queries. */
export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
export const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

export const isCjk = (text: string): boolean => CJK.test(text);
export const cjkRuns = (text: string): string[] => text.match(CJK_RUN) ?? [];
