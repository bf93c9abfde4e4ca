import CountriesCLI
import Foundation
import TestSupport
import Testing

/// `countries map` end to end: the files it writes are read back with Python's xml.etree, the
/// built binary draws from the outlines built into it, and nothing is written when a value is wrong.
@Suite struct MapCommandTests {
    /// Prints what a map file holds: its root's width and viewBox width, how many economies are
    /// outlines and dots, the h1 of a page, and the tooltips of France, Malta and Eritrea.
    static let read = #"""
        import sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        svg = root if root.tag.endswith('svg') else next(e for e in root.iter() if e.tag.endswith('}svg'))
        marks = {e.get('data-code'): e for e in root.iter() if e.get('data-code')}
        kinds = [e.tag.split('}')[1] for e in marks.values()]
        titles = [''.join(marks[c].itertext()) for c in ('FRA', 'MLT', 'ERI')]
        h1 = [''.join(e.itertext()) for e in root.iter() if e.tag.endswith('}h1')]
        print(svg.get('width'), svg.get('viewBox').split()[2], kinds.count('path'), kinds.count('circle'), h1)
        print('\n'.join(titles))
        """#

    static func read(_ file: URL) async throws -> BinaryRun {
        try await BinaryRun.run(
            ["python3", "-c", read, file.path], environment: [:], executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    static let snapshotLine =
        "Source: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · data: snapshot (fetched 2026-04-30)\n"

    @Test(arguments: [
        (["-o", "map.svg"], "100% 960 176 47 []"),
        (["-o", "map.html"], "100% 960 176 47 ['GDP per capita (US$), 2022']"),
        (["-f", "html", "-o", "map.out"], "100% 960 176 47 ['GDP per capita (US$), 2022']"),
    ])
    func theMapIsWellFormedXMLWithEveryEconomy(options: [String], shape: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent(options[options.count - 1])
        let run = try await CommandRun.run(
            ["map", "--offline", "--year", "2022", "-o", file.path] + options.dropLast(2))

        #expect(run.exitCode == .success)
        #expect(run.stdout == "")
        #expect(run.stderr == Self.snapshotLine)
        let read = try await Self.read(file)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(
            read.stdout == """
                \(shape)
                France: $40,758 (2022)
                Malta: $34,563 (2022)
                Eritrea: no data for 2022

                """)
    }

    @Test func aLiveMapOfAnotherIndicatorSaysItIsLive() async throws {
        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(
                ["map", "--indicator", "SP.POP.TOTL", "--year", "2022", "-f", "svg"],
                baseURL: server.baseURL.description)
        }
        let live = "Source: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · data: live"
        #expect(run.exitCode == .success)
        #expect(run.stderr == live + "\n")
        #expect(
            run.stdout.contains(
                "<text x=\"6\" y=\"26\" font-size=\"20\" font-weight=\"bold\">Population, total (SP.POP.TOTL), 2022</text>"
            ))
        #expect(run.stdout.contains(">\(live)</text>"))
        // India 2022: 1,425,423,212 people, written as the tables write it.
        #expect(run.stdout.contains("<title>India: 1.43 B (2022)</title>"))
    }

    @Test func theBuiltBinaryDrawsFromItsOwnOutlinesInAnyFolder() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await BinaryRun.run(
            ["map", "--offline", "-q", "-o", "world.svg"],
            environment: [
                "HOME": folder.path, "COUNTRIES_CACHE_DIR": folder.appendingPathComponent("cache").path,
                "COUNTRIES_DATA_DIR": "",
            ], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "" && run.stderr == "")
        let read = try await Self.read(folder.appendingPathComponent("world.svg"))
        #expect(read.stdout.hasPrefix("100% 960 176 47 []\nFrance: $44,329 (2023)\nMalta: $"))
    }

    @Test func aMapGoesToAPipeButNeverToATerminal() async throws {
        let piped = try await CommandRun.run(["map", "--offline", "-q", "--region", "nac"])
        #expect(piped.exitCode == .success)
        #expect(piped.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"world-map\""))
        #expect(piped.stdout.contains("<title>Canada: $"))
        #expect(piped.stdout.contains("<title>France: outside North America</title>"))

        let terminal = try await CommandRun.run(["map", "--offline"], terminal: true)
        #expect(terminal.exitCode == .usage)
        #expect(terminal.stdout == "")
        #expect(
            terminal.stderr
                == "error: a map cannot be shown on a terminal\n"
                + "hint: write it to a file with --output map.svg (or map.html), or pipe stdout to a file\n")
    }

    @Test(arguments: [
        (
            ["--indicator", "SP.DYN.LE00.INX"],
            "error: unknown indicator 'SP.DYN.LE00.INX'; did you mean 'SP.DYN.LE00.IN'?"
        ),
        (["--indicator", "SP/POP"], "error: invalid indicator code 'SP/POP'"),
        (["--year", "2010:2022"], "error: invalid year '2010:2022': this command takes one year or 'latest'"),
        (["--year", "1959"], "error: invalid year '1959'"),
        (["--region", "Atlantis"], "error: unknown region 'Atlantis'"),
        (["--format", "png"], "error: invalid map format 'png'; did you mean 'svg'?"),
    ])
    func aBadValueIsNamedAndWritesNothing(options: [String], message: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await CommandRun.run(
            ["map", "--offline", "-o", folder.appendingPathComponent("map.svg").path] + options)
        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func aFileNameThatNamesNoMapFormatIsRefused() async throws {
        let run = try await CommandRun.run(["map", "--offline", "-o", "map.png"])
        #expect(run.exitCode == .usage)
        #expect(
            run.stderr
                == "error: cannot tell the map format of 'map.png'\nhint: name the file .svg or .html, or give --format svg|html\n"
        )
    }
}
