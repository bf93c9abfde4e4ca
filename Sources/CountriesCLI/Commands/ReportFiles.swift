import Analysis
import Foundation
import Rendering
import ReportPublishing
import WorldBank

/// The files of one report, by path inside the report folder, in a fixed order.
enum ReportFiles {
    static func render(_ document: ReportDocument, source: SourceNote, requests: Int) -> [(String, String)] {
        var files: [(String, String)] = [
            ("index.html", ReportHTML.render(document, source: source)),
            ("index.md", ReportMarkdown.render(document, source: source)),
            ("countries.csv", ListingRenderer.csv(document.listing, source: source)),
            ("summary.json", ReportSummaryJSON.render(document, source: source, requests: requests)),
        ]
        for group in document.listing.groups {
            var query = document.listing.query
            query.region = group.region
            files.append(
                (
                    "regions/\(RegionSlug.make(group.region.name)).csv",
                    ListingRenderer.csv(Listing(query: query, rows: group.rows), source: source)
                ))
        }
        return files
    }
}
