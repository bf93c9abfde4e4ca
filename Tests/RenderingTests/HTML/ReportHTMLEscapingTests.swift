import Testing

@testable import Rendering

/// The one escaping function every text from the data goes through.
@Suite struct ReportHTMLEscapingTests {
    @Test(arguments: [
        (
            "<script>alert(\"x\")</script> & 'co'",
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"
        ),
        ("Latin America & Caribbean", "Latin America &amp; Caribbean"),
        ("Côte d'Ivoire", "Côte d&#39;Ivoire"),
        ("São Tomé and Príncipe", "São Tomé and Príncipe"),
        ("tab\there\nline", "tab\there\nline"),
        ("bell\u{07}null\u{00}", "bellnull"),
    ])
    func escapesWithTheFiveXMLEntitiesAndDropsForbiddenCharacters(text: String, escaped: String) {
        #expect(HTMLText.escape(text) == escaped)
    }

    @Test func interpolatedTextIsEscapedAndMarkupIsNot() {
        let inner: HTMLText = "<b>\("a < b")</b>"
        let outer: HTMLText = "<p>\(inner) \("&") \(3)</p>"
        #expect(outer.markup == "<p><b>a &lt; b</b> &amp; 3</p>")
    }
}
