export const BUILD_APPS: string[];
