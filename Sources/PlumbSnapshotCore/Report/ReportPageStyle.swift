/// The report page's styles.
enum ReportPageStyle {
    static let css = #"""
        :root{--line:#d0d7de;--dim:#57606a;font:14px/1.45 system-ui,sans-serif;color:#1f2328;background:#f6f8fa}
        body{margin:0}
        #top{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;padding:8px 16px;background:#fff;border-bottom:1px solid var(--line)}
        h1{font-size:16px;margin:0}
        h3{font-size:13px;margin:10px 0 4px}
        .summary{margin:0;color:var(--dim)}
        button{font:inherit;cursor:pointer;border:1px solid var(--line);border-radius:6px;background:#fff;padding:2px 10px}
        button:disabled{cursor:default;opacity:.5}
        .filters button{border-radius:999px}
        .filters button[aria-pressed=true]{background:#0969da;border-color:#0969da;color:#fff}
        #search{margin-left:auto;padding:4px 8px;width:240px;border:1px solid var(--line);border-radius:6px}
        main{padding:12px 16px}
        .result{background:#fff;border:1px solid var(--line);border-radius:6px;margin-bottom:10px;scroll-margin-top:calc(var(--top,50px) + 6px)}
        .result[hidden]{display:none}
        .result>summary{padding:6px 12px;cursor:pointer}
        .badge{display:inline-block;min-width:52px;text-align:center;border-radius:4px;padding:0 6px;font-size:12px;color:#fff;background:#6e7781}
        .failed .badge{background:#cf222e}.new .badge{background:#9a6700}.passed .badge{background:#1a7f37}
        .filters .failed b{color:#cf222e}.filters .new b{color:#9a6700}.filters .passed b{color:#1a7f37}
        [aria-pressed=true] b{color:inherit!important}
        .name{font-weight:600}.group{color:var(--dim);margin-left:6px}
        .accept{float:right;font-size:13px;cursor:pointer}
        .body{padding:0 12px 12px}
        .bar{display:flex;justify-content:space-between;align-items:end;border-bottom:1px solid var(--line);margin-bottom:8px}
        .tabs button{border:0;border-bottom:2px solid transparent;border-radius:0;padding:6px 10px;background:none}
        .tabs button[aria-selected=true]{border-bottom-color:#fd8c73;font-weight:600}
        .zoom{display:flex;gap:4px;align-items:center;padding-bottom:4px}
        .zoom button{padding:0 8px}
        .scale{min-width:44px;text-align:right;color:var(--dim);font-size:12px}
        .stage{display:flex;gap:16px;overflow:auto}
        figure{margin:0}
        figcaption{font-size:12px;color:var(--dim);height:18px}
        .stage img{display:block;outline:1px solid var(--line);cursor:zoom-in;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .stage.zoomed img{cursor:zoom-out}
        .stage.pixels img{image-rendering:pixelated}
        .pair{position:relative}
        .marks{background:#fff}.marks img{background:none}.marks .faded{filter:grayscale(1);opacity:.1}
        .marks img+img{position:absolute;top:0;left:0}
        .over{position:absolute;top:0;left:0;height:100%;overflow:hidden;box-shadow:2px 0 0 #fd8c73}
        .slider input{display:block;width:100%;margin:6px 0 0}
        .note{padding:10px 14px;background:#fff8c5;border:1px solid #d4a72c66;border-radius:6px}
        .textdiff,.text{font:12px/1.5 ui-monospace,monospace;border:1px solid var(--line);border-radius:6px;overflow:auto;margin:0;padding:4px 0;max-height:70vh}
        .text{padding:4px 8px}
        .textdiff span{display:block;padding:0 8px;white-space:pre}
        .textdiff .del{background:#ffebe9;color:#82071e}.textdiff .add{background:#dafbe1;color:#116329}
        .textdiff .hunk{background:#eaeef2;color:#57606a}.textdiff .file{color:#57606a;font-weight:600}
        .changes{margin:0;padding-left:20px}
        .facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:10px 0 4px}
        .facts dt{color:var(--dim)}.facts dd{margin:0;word-break:break-all}
        .body>details>summary{color:var(--dim);cursor:pointer}
        .body pre{white-space:pre-wrap}
        #accept{position:sticky;bottom:0;display:flex;align-items:center;gap:12px;padding:8px 16px;background:#fff;border-top:1px solid var(--line)}
        #accept code{flex:1;overflow-x:auto;white-space:nowrap;background:#f6f8fa;border:1px solid var(--line);border-radius:6px;padding:4px 8px;min-height:1.45em}
        #accept code:empty::before{content:"Check “accept” on failures to build the command that records them.";color:var(--dim);font:14px system-ui,sans-serif}
        #none{color:var(--dim)}
        """#
}
