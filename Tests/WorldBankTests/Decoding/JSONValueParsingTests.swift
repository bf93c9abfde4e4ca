import Foundation
import Testing
import WorldBank

/// `JSONValue(parsing:)`: the page decoder's reader turned into values, and back to the same text.
@Suite struct JSONValueParsingTests {
    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_data","arguments":{"year":2022}}}"#,
        #"[1,-2,3.5,1e-7,true,false,null,"a\"b\\c\n\u0001é😀"]"#,
        #"{"value":113419826113.90314,"empty":{},"none":[]}"#,
    ])
    func aDocumentReadsBackToTheSameCompactText(_ text: String) throws {
        let value = try JSONValue(parsing: Data(text.utf8))
        let again = try JSONValue(parsing: Data(value.compactText().utf8))
        #expect(again.compactText() == value.compactText())
        #expect(!value.compactText().contains("\n"))
    }

    @Test func membersKeepTheirOrderAndTheFirstOfTwoNamesCounts() throws {
        let value = try JSONValue(parsing: Data(#"{"b": 1, "a": "x", "b": 2}"#.utf8))
        #expect(value.objectMembers?.map(\.0) == ["b", "a"])
        #expect(value["b"]?.integerValue == 1)
        #expect(value["a"]?.stringValue == "x")
        #expect(value["missing"] == nil)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "trailing comma"), ("", "unexpected end of data"), ("{} x", "unexpected data after the end"),
        (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "nested more than 512 levels"),
        ("\"\\ud800\"", "surrogate"), ("1e999", "out of range"),
    ])
    func whatIsNotStrictJSONIsRefusedWithItsReason(_ text: String, _ reason: String) {
        #expect {
            _ = try JSONValue(parsing: Data(text.utf8))
        } throws: { error in
            (error as? JSONValue.ParseFailure)?.reason.lowercased().contains(reason) == true
        }
    }
}
