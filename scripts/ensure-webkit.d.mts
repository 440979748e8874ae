export const MINIBROWSER: string;
export const GERMAN: string;
