public import Foundation

/// A Python program run for a test: the reference reader a test compares the code under test with
/// (Python's zipfile and csv modules read the bulk files as the Bank's users do).
public enum PythonRun {
    /// What `python3 arguments` prints on stdout.
    public static func output(_ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let reader = output.fileHandleForReading
        let data = await offThePool { reader.readDataToEndOfFile() }
        await offThePool { process.waitUntilExit() }
        return String(decoding: data, as: UTF8.self)
    }

    /// The bytes at `url`, fetched by Python's urllib (a client that is not the one under test) into
    /// the file `path`.
    @discardableResult
    public static func download(_ url: String, to path: String) async throws -> Data {
        _ = try await output([
            "-c",
            "import sys, urllib.request; open(sys.argv[2], 'wb').write(urllib.request.urlopen(sys.argv[1]).read())",
            url, path,
        ])
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Every series' `License Type` in the `WDISeries.csv` (or `…Series.csv`) of the zip at `path`,
    /// by series code, as Python's csv module reads it.
    public static func seriesLicences(ofZip path: String) async throws -> [String: String] {
        let script = """
            import csv, io, json, sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as z:
                name = next(n for n in z.namelist() if n.lower().endswith("series.csv") and "-" not in n)
                text = z.read(name).decode("utf-8-sig")
            rows = csv.DictReader(io.StringIO(text, newline=""))
            print(json.dumps({r["Series Code"]: r["License Type"] for r in rows}))
            """
        let text = try await output(["-c", script, path])
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String] else {
            throw FakeWorldBankError.didNotStart(output: text)
        }
        return object
    }
}
