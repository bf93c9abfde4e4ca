import Foundation

/// The wire shape of a country-list entry, decoded into ``Country``.
///
/// Quirks handled here so the model never sees them: `iso2Code` at the top but `iso2code` inside
/// the nested objects, coordinates as strings that may be empty, trailing spaces in region names.
package struct CountryRecord: Sendable {
    package let country: Country

    package init(country: Country) {
        self.country = country
    }

    package struct ClassificationRecord: Sendable {
        package let id: String
        package let iso2code: String
        package let value: String

        package init(id: String, iso2code: String, value: String) {
            self.id = id
            self.iso2code = iso2code
            self.value = value
        }

        package var classification: Classification { Classification(id: id, iso2Code: iso2code, name: value) }
        package static let blank = ClassificationRecord(id: "", iso2code: "", value: "")
    }

}
