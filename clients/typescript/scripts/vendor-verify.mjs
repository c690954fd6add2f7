// The bundle verifier of the web page (web/verify.js: a plain ES module, no
// dependency) is the package's too: it is copied into src/ before each
// build, so that it lives in one place. The copy is git-ignored.
import { copyFileSync } from "node:fs";

copyFileSync(new URL("../../../web/verify.js", import.meta.url), new URL("../src/verify.js", import.meta.url));
