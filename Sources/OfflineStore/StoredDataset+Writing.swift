import Foundation
import WorldBank

extension StoredDataset {
    /// The file's bytes: exactly what `JSONEncoder` writes for the `Codable` conformance with sorted
    /// keys, unescaped slashes and ISO 8601 dates (a test compares them byte for byte), in a tenth
    /// of the time.
    ///
    /// Every live answer is written to the cache before it is shown, and `JSONEncoder` took longer
    /// over that than the rest of a cold run; `data/` is written the same way, so it stays exactly as
    /// readable and diffable as before.
    var json: Data {
        var writer = JSONWriter()
        writer.object { object in
            if let countries {
                object.member("countries") { writer in
                    writer.array(countries) { writer, country in writer.country(country) }
                }
            }
            object.member("fetchedAt") { $0.string(DayText.timestamp(fetchedAt)) }
            object.member("format") { $0.string(format) }
            if let indicator {
                object.member("indicator") { writer in writer.indicator(indicator) }
            }
            object.member("key") { $0.key(key) }
            object.member("source") { $0.string(source) }
        }
        return Data(writer.bytes)
    }
}

/// Appends JSON to a byte buffer, formatted as `JSONEncoder` formats it.
private struct JSONWriter {
    var bytes: [UInt8] = []

    /// An object whose members the body adds in order (the caller keeps them sorted).
    mutating func object(_ body: (inout ObjectWriter) -> Void) {
        var object = ObjectWriter(writer: self)
        bytes = []
        object.writer.bytes.append(UInt8(ascii: "{"))
        body(&object)
        object.writer.bytes.append(UInt8(ascii: "}"))
        self = object.writer
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// The shortest text that reads back as `value`, without a trailing `.0`, as `JSONEncoder` writes it.
    mutating func number(_ value: Double) {
        let text = value.description
        bytes.append(contentsOf: (text.hasSuffix(".0") ? String(text.dropLast(2)) : text).utf8)
    }

    mutating func country(_ country: Country) {
        object { object in
            object.member("adminRegion") { $0.classification(country.adminRegion) }
            if let capital = country.capitalCity { object.member("capitalCity") { $0.string(capital) } }
            object.member("id") { $0.string(country.id) }
            object.member("incomeLevel") { $0.classification(country.incomeLevel) }
            object.member("iso2Code") { $0.string(country.iso2Code) }
            if let latitude = country.latitude { object.member("latitude") { $0.number(latitude) } }
            object.member("lendingType") { $0.classification(country.lendingType) }
            if let longitude = country.longitude { object.member("longitude") { $0.number(longitude) } }
            object.member("name") { $0.string(country.name) }
            object.member("region") { $0.classification(country.region) }
        }
    }

    mutating func classification(_ classification: Classification) {
        object { object in
            object.member("id") { $0.string(classification.id) }
            object.member("iso2Code") { $0.string(classification.iso2Code) }
            object.member("name") { $0.string(classification.name) }
        }
    }

    mutating func indicator(_ indicator: StoredIndicator) {
        object { object in
            object.member("code") { $0.string(indicator.code.rawValue) }
            object.member("metadata") { writer in
                writer.object { metadata in
                    if let lastUpdated = indicator.metadata.lastUpdated {
                        metadata.member("lastUpdated") { $0.string(lastUpdated) }
                    }
                    if let sourceID = indicator.metadata.sourceID {
                        metadata.member("sourceID") { $0.string(sourceID) }
                    }
                }
            }
            object.member("name") { $0.string(indicator.name) }
            object.member("rows") { writer in
                writer.array(indicator.rows) { writer, row in
                    writer.bytes.append(UInt8(ascii: "["))
                    writer.string(row.economyID)
                    writer.bytes.append(UInt8(ascii: ","))
                    writer.string(row.economyISO2)
                    writer.bytes.append(UInt8(ascii: ","))
                    writer.integer(row.year)
                    writer.bytes.append(UInt8(ascii: ","))
                    writer.number(row.value)
                    if !row.status.isEmpty {
                        writer.bytes.append(UInt8(ascii: ","))
                        writer.string(row.status)
                    }
                    writer.bytes.append(UInt8(ascii: "]"))
                }
            }
        }
    }

    /// The synthesized `Codable` form of a key: `{"countries":{}}`, `{"indicator":{"_0":…,"_1":…}}`.
    mutating func key(_ key: DatasetKey) {
        object { object in
            switch key {
            case .countries:
                object.member("countries") { $0.object { _ in } }
            case .indicator(let code, let period):
                object.member("indicator") { writer in
                    writer.object { payload in
                        payload.member("_0") { $0.string(code.rawValue) }
                        payload.member("_1") { $0.period(period) }
                    }
                }
            }
        }
    }

    mutating func period(_ period: Period) {
        object { object in
            switch period {
            case .history: object.member("history") { $0.object { _ in } }
            case .year(let year): object.member("year") { $0.payload([year]) }
            case .range(let first, let last): object.member("range") { $0.payload([first, last]) }
            case .mostRecentNonEmpty(let count): object.member("mostRecentNonEmpty") { $0.payload([count]) }
            case .mostRecent(let count): object.member("mostRecent") { $0.payload([count]) }
            }
        }
    }

    mutating func payload(_ values: [Int]) {
        object { object in
            for (index, value) in values.enumerated() { object.member(index == 0 ? "_0" : "_1") { $0.integer(value) } }
        }
    }
}

/// The members of one object being written, separated by commas.
private struct ObjectWriter {
    var writer: JSONWriter
    private var count = 0

    init(writer: JSONWriter) {
        self.writer = writer
    }

    mutating func member(_ name: String, _ value: (inout JSONWriter) -> Void) {
        if count > 0 { writer.bytes.append(UInt8(ascii: ",")) }
        count += 1
        writer.string(name)
        writer.bytes.append(UInt8(ascii: ":"))
        value(&writer)
    }
}
