extension PageMetadata {
    /// Reads the page's first element, as ``init(from:)`` decodes it.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> PageMetadata {
        var page = Field<Int>.missing
        var pages = Field<Int>.missing
        var perPage = Field<Int>.missing
        var total = Field<Int>.missing
        var sourceID = Field<String?>.missing
        var lastUpdated = Field<String?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("page"), page.isMissing {
                page = try reader.capture("page") { reader throws(DecodingFailure) in try reader.flexibleInt() }
            } else if key.matches("pages"), pages.isMissing {
                pages = try reader.capture("pages") { reader throws(DecodingFailure) in try reader.flexibleInt() }
            } else if key.matches("per_page"), perPage.isMissing {
                perPage = try reader.capture("per_page") { reader throws(DecodingFailure) in try reader.flexibleInt() }
            } else if key.matches("total"), total.isMissing {
                total = try reader.capture("total") { reader throws(DecodingFailure) in try reader.flexibleInt() }
            } else if key.matches("sourceid"), sourceID.isMissing {
                sourceID = try reader.capture("sourceid") { reader throws(DecodingFailure) in
                    try reader.flexibleOptionalString()
                }
            } else if key.matches("lastupdated"), lastUpdated.isMissing {
                lastUpdated = try reader.capture("lastupdated") { reader throws(DecodingFailure) in
                    try reader.flexibleOptionalString()
                }
            } else {
                try reader.skipValue()
            }
        }
        let metadata = PageMetadata(
            page: try page.required("page"), pages: try pages.required("pages"),
            perPage: try perPage.required("per_page"), total: try total.required("total"),
            sourceID: try sourceID.optional() ?? nil, lastUpdated: try lastUpdated.optional() ?? nil)
        guard metadata.page >= 0, metadata.pages >= 0, metadata.perPage >= 0, metadata.total >= 0 else {
            throw .shape("negative paging numbers")
        }
        return metadata
    }
}
