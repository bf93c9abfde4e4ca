#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WorldBankService {
    /// The licences the Bank labels `codes` of `database` with in the API's series metadata
    /// (`License_Type` of `/v2/sources/{id}/series/{A;B;…}/metadata`): what answers from the API
    /// alone, without a mirror of the bulk file, are published under. A code whose metadata names no
    /// label (the series has none there, or the database serves no metadata) is left out. The codes
    /// are asked ``Endpoint/metadataBatch`` at a time, the queries side by side.
    ///
    /// The answer has the API's "advanced" shape (the one wbgapi reads): an object whose `source`
    /// list holds concepts, the `Series` concept variables, each variable a `metatype` list of
    /// `{"id", "value"}` fields.
    public nonisolated func licences(of codes: [IndicatorCode], in database: DatabaseID = .wdi) async throws
        -> [IndicatorCode: IndicatorLicence]
    {
        let batches = Endpoint.batches(codes, maximumCount: Endpoint.metadataBatch)
        return try await withThrowingTaskGroup(of: [IndicatorCode: IndicatorLicence].self) { group in
            for batch in batches {
                group.addTask { try await self.licences(ofBatch: batch, in: database) }
            }
            var found: [IndicatorCode: IndicatorLicence] = [:]
            for try await labels in group { found.merge(labels) { first, _ in first } }
            return found
        }
    }

    /// The labels of one query's `codes`.
    private nonisolated func licences(ofBatch codes: [IndicatorCode], in database: DatabaseID) async throws
        -> [IndicatorCode: IndicatorLicence]
    {
        let url = Endpoint.seriesMetadata(codes, source: database).url(base: configuration.baseURL, page: 1)
        let request = HTTPRequest(
            url: url, headers: ["User-Agent": Self.userAgent, "Accept": "application/json"],
            timeout: configuration.requestTimeout)
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw WorldBankError.httpStatus(url: url, status: response.status, bodyPrefix: "")
        }
        guard response.body.count <= Self.largestMetadata, let document = try? JSONValue(parsing: response.body)
        else {
            throw WorldBankError.malformed(
                url: url, path: "$", reason: "not a series metadata document", bodyPrefix: "")
        }
        var found: [IndicatorCode: IndicatorLicence] = [:]
        for code in codes { found[code] = Self.licence(of: code, inMetadata: document) }
        return found
    }

    /// The largest series metadata read: a series' whole metadata is a few KB, fifty of them well
    /// under this.
    static let largestMetadata = 8 << 20

    /// The `License_Type` of `code` in a series metadata `document`, nil when it has none.
    static func licence(of code: IndicatorCode, inMetadata document: JSONValue) -> IndicatorLicence? {
        let concepts = document["source"]?.arrayValue?.first?["concept"]?.arrayValue ?? []
        let series = concepts.first { $0["id"]?.stringValue?.lowercased() == "series" }
        let variable = series?["variable"]?.arrayValue?.first {
            $0["id"]?.stringValue?.uppercased() == code.rawValue.uppercased()
        }
        let label = variable?["metatype"]?.arrayValue?.first {
            $0["id"]?.stringValue?.lowercased() == "license_type"
        }?["value"]?.stringValue
        // A label is a short phrase; anything else is not one (and is never printed).
        guard let label, label.count <= 200,
            !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return IndicatorLicence(label: label)
    }
}
