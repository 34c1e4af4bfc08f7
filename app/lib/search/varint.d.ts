export declare function packNumbers(numbers: number[]): string;
export declare function unpackNumbers(text: string): number[];
