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
        let classification = MemberReader(Classification.read(from:))
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try id.read("id", at: key, from: &reader, as: .string) { return }
            if try iso2Code.read("iso2Code", at: key, from: &reader, as: .string) { return }
            if try name.read("name", at: key, from: &reader, as: .string) { return }
            if try region.read("region", at: key, from: &reader, as: classification) { return }
            if try adminRegion.read("adminRegion", at: key, from: &reader, as: classification) { return }
            if try incomeLevel.read("incomeLevel", at: key, from: &reader, as: classification) { return }
            if try lendingType.read("lendingType", at: key, from: &reader, as: classification) { return }
            if try capitalCity.read("capitalCity", at: key, from: &reader, as: .optionalString) { return }
            if try longitude.read("longitude", at: key, from: &reader, as: .optionalDouble) { return }
            if try latitude.read("latitude", at: key, from: &reader, as: .optionalDouble) { return }
            try reader.skipValue()
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
            if try id.read("id", at: key, from: &reader, as: .string) { return }
            if try iso2Code.read("iso2Code", at: key, from: &reader, as: .string) { return }
            if try name.read("name", at: key, from: &reader, as: .string) { return }
            try reader.skipValue()
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
