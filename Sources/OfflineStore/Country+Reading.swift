import Foundation
import WorldBank

extension Country {
    /// Reads the stored country list: an array of `Country` in its `Codable` form.
    static func readList(from reader: inout JSONReader) throws(DecodingFailure) -> [Country] {
        var countries: [Country] = []
        try reader.readArray { reader, _ throws(DecodingFailure) in countries.append(try read(from: &reader)) }
        return countries
    }

    private static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Country {
        var id = Field<String>.missing
        var iso2Code = Field<String>.missing
        var name = Field<String>.missing
        var region = Field<Classification>.missing
        var adminRegion = Field<Classification>.missing
        var incomeLevel = Field<Classification>.missing
        var lendingType = Field<Classification>.missing
        var capitalCity = Field<String?>.missing
        var longitude = Field<Double?>.missing
        var latitude = Field<Double?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("iso2Code"), iso2Code.isMissing {
                iso2Code = try reader.capture("iso2Code") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("name"), name.isMissing {
                name = try reader.capture("name") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("region"), region.isMissing {
                region = try reader.capture("region") { reader throws(DecodingFailure) in
                    try Classification.read(from: &reader)
                }
            } else if key.matches("adminRegion"), adminRegion.isMissing {
                adminRegion = try reader.capture("adminRegion") { reader throws(DecodingFailure) in
                    try Classification.read(from: &reader)
                }
            } else if key.matches("incomeLevel"), incomeLevel.isMissing {
                incomeLevel = try reader.capture("incomeLevel") { reader throws(DecodingFailure) in
                    try Classification.read(from: &reader)
                }
            } else if key.matches("lendingType"), lendingType.isMissing {
                lendingType = try reader.capture("lendingType") { reader throws(DecodingFailure) in
                    try Classification.read(from: &reader)
                }
            } else if key.matches("capitalCity"), capitalCity.isMissing {
                capitalCity = try reader.capture("capitalCity") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else if key.matches("longitude"), longitude.isMissing {
                longitude = try reader.capture("longitude") { reader throws(DecodingFailure) in
                    try reader.optionalDouble()
                }
            } else if key.matches("latitude"), latitude.isMissing {
                latitude = try reader.capture("latitude") { reader throws(DecodingFailure) in
                    try reader.optionalDouble()
                }
            } else {
                try reader.skipValue()
            }
        }
        return Country(
            id: try id.required("id"), iso2Code: try iso2Code.required("iso2Code"), name: try name.required("name"),
            region: try region.required("region"), adminRegion: try adminRegion.required("adminRegion"),
            incomeLevel: try incomeLevel.required("incomeLevel"), lendingType: try lendingType.required("lendingType"),
            capitalCity: try capitalCity.optional() ?? nil, longitude: try longitude.optional() ?? nil,
            latitude: try latitude.optional() ?? nil)
    }
}

extension Classification {
    fileprivate static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Classification {
        var id = Field<String>.missing
        var iso2Code = Field<String>.missing
        var name = Field<String>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("iso2Code"), iso2Code.isMissing {
                iso2Code = try reader.capture("iso2Code") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("name"), name.isMissing {
                name = try reader.capture("name") { reader throws(DecodingFailure) in try reader.string() }
            } else {
                try reader.skipValue()
            }
        }
        return Classification(
            id: try id.required("id"), iso2Code: try iso2Code.required("iso2Code"), name: try name.required("name"))
    }
}

extension JSONReader {
    /// Decodes the next value, a small one, with `JSONDecoder`: for the members whose `Codable`
    /// form belongs to Foundation or is synthesized for an enum (a date, a ``DatasetKey``).
    mutating func decodeWithFoundation<Value: Decodable>(_ type: Value.Type) throws(DecodingFailure) -> Value {
        let start = position
        try skipValue()
        let snippet = Data(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        do {
            return try DatasetFile.decoder.decode(type, from: snippet)
        } catch let error as DecodingError {
            throw DecodingFailure(error)
        } catch {
            throw .shape("\(error)")
        }
    }
}
