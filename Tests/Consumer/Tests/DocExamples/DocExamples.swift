// The documentation's Swift examples. Plumb's DocBlockTests writes each ```swift block of
// README.md and docs/*.md into Generated/ beside this file (one file per block, with
// `#sourceLocation` pointing back at the Markdown, so an error names the doc file and line),
// then builds this package. A block marked `<!-- fragment -->` on the line before its fence is
// left out. This file keeps the target buildable before anything is generated.
