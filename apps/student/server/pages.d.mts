export declare const SIGNED_IN_PAGE: string;
export declare function opensPublicPage(page: string): boolean;
