import Foundation
import WorldBank

extension Country {
    /// Reads the stored country list: an array of `Country` in its `Codable` form.
    static func readList(from reader: inout JSONReader) throws(DecodingFailure) -> [Country] {
        try reader.readArray(read(from:))
    }

    private static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Country {
        var id: String?
        var iso2Code: String?
        var name: String?
        var region: Classification?
        var adminRegion: Classification?
        var incomeLevel: Classification?
        var lendingType: Classification?
        var capitalCity: String??
        var longitude: Double??
        var latitude: Double??
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "iso2Code" where iso2Code == nil: iso2Code = try reader.string()
            case "name" where name == nil: name = try reader.string()
            case "region" where region == nil: region = try Classification.read(from: &reader)
            case "adminRegion" where adminRegion == nil: adminRegion = try Classification.read(from: &reader)
            case "incomeLevel" where incomeLevel == nil: incomeLevel = try Classification.read(from: &reader)
            case "lendingType" where lendingType == nil: lendingType = try Classification.read(from: &reader)
            case "capitalCity" where capitalCity == nil: capitalCity = try reader.optionalString()
            case "longitude" where longitude == nil: longitude = try reader.optionalDouble()
            case "latitude" where latitude == nil: latitude = try reader.optionalDouble()
            default: try reader.skipValue()
            }
        }
        return Country(
            id: try id.required("id"), iso2Code: try iso2Code.required("iso2Code"), name: try name.required("name"),
            region: try region.required("region"), adminRegion: try adminRegion.required("adminRegion"),
            incomeLevel: try incomeLevel.required("incomeLevel"), lendingType: try lendingType.required("lendingType"),
            capitalCity: capitalCity ?? nil, longitude: longitude ?? nil, latitude: latitude ?? nil)
    }
}

extension Classification {
    fileprivate static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Classification {
        var id: String?
        var iso2Code: String?
        var name: String?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "iso2Code" where iso2Code == nil: iso2Code = try reader.string()
            case "name" where name == nil: name = try reader.string()
            default: try reader.skipValue()
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
        } catch {
            throw .shape("\(error)")
        }
    }
}
