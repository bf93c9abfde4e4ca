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

    /// Prints the region view of a map file (x, y, width, height of its clip box in world units),
    /// how many of the economies named in argv[2] are drawn and those not wholly inside it, whether
    /// USA's outline is, and the map's note on the 180° meridian.
    static let readView = #"""
        import re, sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        ns = '{http://www.w3.org/2000/svg}'
        box = [float(root.find(f'.//{ns}clipPath[@id="map-view"]/{ns}rect').get(k)) for k in ('x', 'y', 'width', 'height')]
        def points(e):
            if e.tag == ns + 'circle': return [(float(e.get('cx')), float(e.get('cy')))]
            numbers = [float(n) for n in re.findall(r'-?[0-9.]+', e.get('d'))]
            return list(zip(numbers[0::2], numbers[1::2]))
        def inside(code):
            e = next(e for e in root.iter() if e.get('data-code') == code)
            return all(box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3] for x, y in points(e))
        codes = [c for c in sys.argv[2].split(',') if any(e.get('data-code') == c for e in root.iter())]
        print(' '.join(f'{v:.0f}' for v in box), len(codes), sorted(c for c in codes if not inside(c)), inside('USA'))
        print(' '.join(''.join(e.itertext()) for e in root.iter(ns + 'text') if 'meridian' in ''.join(e.itertext())))
        """#

    @Test func aRegionsMapIsFittedToItsEconomies() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        for (region, expected) in [
            ("SSF", "407 123 232 239 48 [] False\n\n"),
            // Fiji's main islands are in the view, its eastern ones across the meridian are not.
            (
                "EAS",
                "636 40 324 363 37 ['ASM', 'FJI', 'PYF', 'TON', 'WSM'] False\n"
                    + "Across the 180° meridian, outside this view: American Samoa, French Polynesia, Samoa, Tonga.\n"
            ),
        ] {
            let file = folder.appendingPathComponent("\(region).svg")
            let run = try await CommandRun.run(["map", "--offline", "--region", region, "-o", file.path])
            #expect(run.exitCode == .success, "\(run.stderr)")
            let economies = CountryListFile.entries.filter { $0.region.id == region }.map(\.id)
            let read = try await BinaryRun.run(
                ["python3", "-c", Self.readView, file.path, economies.joined(separator: ",")], environment: [:],
                executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(read.status == 0, "\(read.stderr)")
            #expect(read.stdout == expected, "\(region)")
        }
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
