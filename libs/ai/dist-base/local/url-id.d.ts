export declare function urlIdentifier(pageUrl: string, html: string): string | null;
//# sourceMappingURL=url-id.d.ts.map