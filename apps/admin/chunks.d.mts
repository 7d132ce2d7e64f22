import type { ModuleInfo } from 'vite';

/** Rolldown's `output.codeSplitting` for the admin (./chunks.mjs). */
export function codeSplitting(): {
  groups: {
    name: (
      id: string,
      context: { getModuleInfo(moduleId: string): ModuleInfo | null },
    ) => 'react' | 'signed-in' | null;
    debugName: string;
  }[];
};
