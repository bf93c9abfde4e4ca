/// A page of observations read straight into a table, no record kept: a panel's pages hold 20,000
/// records each, and held as records (six strings each) until their turn to be folded in, they
/// were most of a fetch's memory and a fifth of its time.
package struct ObservationPage: PageRecords {
    /// The page's rows in the order sent.
    package private(set) var table = ObservationTable()
    /// Each indicator's name, as its records give it.
    package private(set) var names: [IndicatorCode: String] = [:]

    package static var none: ObservationPage { ObservationPage() }

    package static func read(from reader: inout JSONReader, metadata: PageMetadata) throws(DecodingFailure)
        -> ObservationPage
    {
        var page = ObservationPage()
        page.table.reserveCapacity(min(metadata.perPage, 50_000))
        var lastCode: IndicatorCode?
        try reader.readEach { reader throws(DecodingFailure) in
            let record = try ObservationRecord.read(from: &reader)
            let code = record.observation.indicator
            // A page sends each indicator's records together: its name is looked at once a run.
            if code != lastCode {
                if page.names[code] == nil { page.names[code] = record.indicatorName }
                lastCode = code
            }
            page.table.append(record.observation)
        }
        return page
    }
}
