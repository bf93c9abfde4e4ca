/// The report page's only stylesheet, inlined so that the page is one self-contained file that can
/// be mailed, archived or opened offline.
///
/// Sober on purpose: the system font stack, one accent colour for the bars, numbers right-aligned in
/// tabular figures so that columns compare at a glance. Tables scroll sideways inside their wrapper on
/// a phone instead of widening the page; when printed, backgrounds go, text turns black and rows and
/// charts are not split across pages. It holds no `<`, `&` or `url(`, so it is valid inside the XHTML
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
        .note { color: #59636e; font-size: 0.9rem; }
        .table-wrap { overflow-x: auto; margin: 0 0 1rem; }
        table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
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
        td.name, th.name { position: sticky; left: 0; z-index: 1; background: #ffffff; }
        tbody tr:nth-child(even) td.name { background: #f6f8fa; }
        table.listing td { overflow-wrap: anywhere; }
        .year, .code { color: #59636e; font-size: 0.85em; }
        ul.changes { padding-left: 1.25rem; }
        ul.changes li { margin: 0.2rem 0; }
        .charts {
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
          gap: 2rem 2.5rem;
          align-items: start;
        }
        figure.chart { margin: 0; }
        figure.chart.wide { grid-column: 1 / -1; }
        figure.chart figcaption { font-weight: 600; margin-bottom: 0.5rem; }
        svg.bar-chart { display: block; height: auto; }
        .bar-chart text { font-family: inherit; fill: #1f2328; }
        .bar-chart .value { fill: #59636e; font-variant-numeric: tabular-nums; }
        .bar-chart .bar { fill: #4a6e9a; }
        .bar-chart .inside { fill: #ffffff; }
        svg.line-chart { display: block; height: auto; }
        .chart-scroll { overflow-x: auto; }
        .line-chart text { font-family: inherit; fill: #59636e; }
        .line-chart .tag { fill: #1f2328; }
        .line-chart .grid { stroke: #e3e6ea; stroke-width: 1; }
        .line-chart .axis-line { stroke: #8c959f; stroke-width: 1; }
        .line { stroke-width: 2; fill: none; }
        .dot { stroke-width: 2; fill: #ffffff; }
        .series-0 { stroke: #4a6e9a; }
        .series-1 { stroke: #9a4a4a; }
        .series-2 { stroke: #4a8a5a; }
        .series-3 { stroke: #8a6a2a; }
        .series-4 { stroke: #6a4a9a; }
        .series-5 { stroke: #2a8a8a; }
        .series-6 { stroke: #59636e; }
        ul.legend { list-style: none; padding: 0; margin: 0.5rem 0 0; font-size: 0.85rem; columns: 2 16rem; }
        ul.legend li { margin: 0.1rem 0; }
        ul.legend svg.sample { vertical-align: middle; }
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
          svg.line-chart { min-width: 34rem; }
        }
        @media print {
          @page { margin: 1.5cm; }
          * { background: transparent !important; color: #000000 !important; box-shadow: none !important; }
          body { font-size: 10pt; }
          .page { max-width: none; padding: 0; }
          .charts { display: block; }
          figure.chart { margin: 0 0 1.5rem; }
          svg.bar-chart { max-width: 13cm; }
          .table-wrap { overflow: visible; }
          thead { display: table-header-group; }
          tfoot { display: table-row-group; }
          tr, figure.chart, svg { break-inside: avoid; page-break-inside: avoid; }
          h2, h3, figcaption { break-after: avoid; page-break-after: avoid; }
          .bar-chart text, .bar-chart .value { fill: #000000 !important; }
          .bar-chart .bar { fill: #666666 !important; }
          .bar-chart .inside { fill: #ffffff !important; }
          .line { stroke: #000000 !important; }
          .freshness.warning { border-left: 4px solid #000000; }
          td.name, th.name { position: static; }
          .chart-scroll { overflow: visible; }
        }
        """
}
