export { buildDemo, DEMO_NEWS, type DemoContent } from './build.ts';
export { generateContent, otherCounts, type GenerateOptions } from './generate.ts';
export { loadDemoContent } from './load.ts';
