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
            if try page.read("page", at: key, from: &reader, as: .flexibleInt) { return }
            if try pages.read("pages", at: key, from: &reader, as: .flexibleInt) { return }
            if try perPage.read("per_page", at: key, from: &reader, as: .flexibleInt) { return }
            if try total.read("total", at: key, from: &reader, as: .flexibleInt) { return }
            if try sourceID.read("sourceid", at: key, from: &reader, as: .flexibleString) { return }
            if try lastUpdated.read("lastupdated", at: key, from: &reader, as: .flexibleString) { return }
            try reader.skipValue()
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
