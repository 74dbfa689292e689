import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { FEDERATION_ENVIRONMENT, remoteFederationOptions, remoteRsbuildSettings } from '@booking/platform/federation';
import { pluginPrecompress, pluginScreensFile } from '@booking/platform/build';

export default defineConfig({
  ...remoteRsbuildSettings('plans'),
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    // screens.json beside the manifest: what the shell and the server learn of this area's screens.
    pluginScreensFile({ environment: FEDERATION_ENVIRONMENT }),
    pluginModuleFederation(remoteFederationOptions('plans', { './app': './src/app/export-app.tsx', './english': './src/english.ts' }), { environment: FEDERATION_ENVIRONMENT }),
  ],
});
