export declare function packNumbers(numbers: number[]): string;
export declare function unpackNumbers(text: string): number[];
export declare function packFixed(numbers: number[], width: number): string;
export declare function readFixed(text: string, k: number, width: number): number;
export declare const WIDTH: { section: number; level: number; start: number; fieldLength: number };
