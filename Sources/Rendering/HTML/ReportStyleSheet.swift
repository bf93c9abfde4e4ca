/// The report page's only stylesheet, inlined so that the page is one self-contained file that can
/// be mailed, archived or opened offline.
///
/// Sober on purpose: the system font stack, one accent colour for the bars and lines, numbers
/// right-aligned in tabular figures so that columns compare at a glance. Nothing is wider than a
/// phone but a table, which scrolls sideways inside its wrapper with the name column held at its
/// left edge; the charts' grids fall to one column. When printed, backgrounds go but the bars', text
/// turns black, the folded region tables open, and rows and charts are not split across pages. It holds no `<`, `&` or `url(`, so it is valid inside the XHTML
/// `<style>` element as it is and never loads anything.
enum ReportStyleSheet {
    /// The CSS.
    static let css: HTMLText = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body {
          margin: 0;
          color: #1f2328;
          background: #ffffff;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          font-size: 16px;
          line-height: 1.5;
          -webkit-text-size-adjust: 100%;
          text-size-adjust: 100%;
        }
        .page { max-width: 64rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
        h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 0.5rem; }
        h2 {
          font-size: 1.3rem;
          margin: 2.5rem 0 0.75rem;
          padding-bottom: 0.25rem;
          border-bottom: 1px solid #d0d7de;
        }
        h3 { font-size: 1.05rem; margin: 1.75rem 0 0.5rem; }
        .freshness { margin: 0.5rem 0; }
        .freshness.warning {
          padding: 0.6rem 0.8rem;
          background: #fff8c5;
          border-left: 4px solid #9a6700;
        }
        .generated { margin: 0; color: #59636e; font-size: 0.9rem; }
        nav.contents ol { list-style: none; display: flex; flex-wrap: wrap; gap: 0.2rem 1.25rem; margin: 1rem 0 0; padding: 0; }
        .note { color: #59636e; font-size: 0.9rem; }
        .table-wrap { overflow-x: auto; margin: 0 0 1rem; }
        table { border-collapse: separate; border-spacing: 0; width: 100%; font-size: 0.9rem; }
        th, td {
          padding: 0.35rem 0.6rem;
          text-align: left;
          vertical-align: top;
          border-bottom: 1px solid #e3e6ea;
        }
        thead th { vertical-align: bottom; border-bottom: 2px solid #8c959f; }
        table.listing { table-layout: fixed; }
        table:not(.listing) thead th { white-space: nowrap; }
        tbody tr:nth-child(even) { background: #f6f8fa; }
        tfoot th, tfoot td { font-weight: 600; border-top: 2px solid #8c959f; border-bottom: none; }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        td.num, .nowrap { white-space: nowrap; }
        td.name { min-width: 9rem; }
        td.name, th.name { position: sticky; left: 0; z-index: 1; background: #ffffff; box-shadow: inset -1px 0 0 #e3e6ea; }
        tbody tr:nth-child(even) td.name { background: #f6f8fa; }
        table.listing td { overflow-wrap: anywhere; }
        .year, .code { color: #59636e; font-size: 0.85em; }
        .mark { display: inline-block; width: 2.1em; color: #59636e; font-size: 0.8em; font-variant-numeric: tabular-nums; letter-spacing: 0.04em; }
        details { margin: 0 0 0.25rem; }
        summary { cursor: pointer; padding: 0.35rem 0; }
        summary h3 { display: inline; font-size: 1.05rem; margin: 0; }
        ul.changes { padding-left: 1.25rem; }
        ul.changes li { margin: 0.2rem 0; }
        .charts, .multiples { display: grid; gap: 1.5rem 2rem; align-items: start; margin: 1.5rem 0 0; }
        .charts { grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr)); }
        .multiples { grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr)); align-items: end; }
        figure { margin: 0; }
        .chart figcaption, .trend figcaption { font-weight: 600; margin-bottom: 0.4rem; }
        figcaption .last { font-weight: 400; color: #59636e; white-space: nowrap; }
        figcaption .without { display: block; font-size: 0.85em; font-weight: 400; color: #59636e; }
        ol.bars { list-style: none; margin: 0; padding: 0; }
        ol.bars li { margin: 0 0 0.3rem; }
        .bar-row { display: flex; align-items: center; gap: 0.4rem; color: #59636e; font-size: 0.85rem; }
        .bar-value { font-variant-numeric: tabular-nums; white-space: nowrap; }
        .bar { flex: none; width: calc((100% - 7rem) * var(--percent) / 100); height: 0.8rem; background: #4a6e9a; }
        svg.trend-chart { display: block; width: 100%; height: auto; }
        .trend-chart text { font-family: inherit; fill: #59636e; font-variant-numeric: tabular-nums; }
        .trend-chart .grid { stroke: #e3e6ea; stroke-width: 1; }
        .trend-chart .base { stroke: #8c959f; stroke-width: 1; }
        .trend-chart .line { stroke: #4a6e9a; stroke-width: 2; fill: none; }
        .trend-chart .end { fill: #4a6e9a; }
        footer {
          margin-top: 3rem;
          padding-top: 0.75rem;
          border-top: 1px solid #d0d7de;
          color: #59636e;
          font-size: 0.85rem;
        }
        @media (max-width: 40rem) {
          body { font-size: 15px; }
          .page { padding: 1rem 0.75rem 2rem; }
          h1 { font-size: 1.4rem; }
          th, td { padding: 0.3rem 0.45rem; }
        }
        @media print {
          @page { margin: 1.5cm; }
          * { background: transparent !important; color: #000000 !important; box-shadow: none !important; }
          body { font-size: 10pt; }
          .page { max-width: none; padding: 0; }
          .charts, .multiples { display: block; }
          figure { margin: 0 0 1rem; }
          .multiples figure { display: inline-block; width: 32%; vertical-align: top; }
          .table-wrap { overflow: visible; }
          thead { display: table-header-group; }
          tfoot { display: table-row-group; }
          tr, figure, svg { break-inside: avoid; page-break-inside: avoid; }
          h2, h3, figcaption { break-after: avoid; page-break-after: avoid; }
          .bar { background: #666666 !important; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
          .trend-chart text, .trend-chart .end { fill: #000000 !important; }
          .trend-chart .line { stroke: #000000 !important; }
          .freshness.warning { border-left: 4px solid #000000; }
          td.name, th.name { position: static; }
          nav.contents { display: none; }
          details::details-content { content-visibility: visible; display: contents; }
        }
        """
}
