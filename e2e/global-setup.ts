// Starts one stack (API on a fresh PGlite seed, the site and the admin app built against it)
// for every browser test file, and hands its addresses to the tests.
import type { TestProject } from 'vitest/node';
import { startStack } from './support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    siteUrl: string;
    adminUrl: string;
    mailUrl: string;
    whatsAppUrl: string;
    smsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('apiUrl', stack.apiUrl);
  project.provide('siteUrl', stack.siteUrl);
  project.provide('adminUrl', stack.adminUrl);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('whatsAppUrl', stack.whatsAppUrl);
  project.provide('smsUrl', stack.smsUrl);
  return () => stack.stop();
}
