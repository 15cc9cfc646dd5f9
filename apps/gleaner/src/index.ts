export { startGleaner, type Gleaner, type ComposeOptions } from "./compose.js";
