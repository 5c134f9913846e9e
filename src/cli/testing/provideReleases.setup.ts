/**
 * Test setup (core and UI projects): every installed release bundle is handed to the core
 * before a test file runs, as the app does once a release's chunk arrives, so renders of a
 * release configuration use that release's own text.
 */
import { provideReleases } from '../releases';

await provideReleases();
