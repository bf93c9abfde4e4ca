// swift-tools-version:6.0
import PackageDescription

/// Swift 6 mode everywhere, plus the upcoming features that catch real mistakes early.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Test targets keep plain imports: they publish nothing, and Swift Testing's conformances need them.
let testSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "countries",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "countries", targets: ["countries"]),
        /// The World Bank API v2 client: typed endpoints, strict paged decoding, retries, the model.
        .library(name: "WorldBank", targets: ["WorldBank"]),
        /// Listings, region totals, profiles and the @Observable report model, over the client's data.
        .library(name: "CountriesAnalysis", targets: ["CountriesAnalysis"]),
    ],
    targets: [
        .target(name: "WorldBank", dependencies: ["CSystem", "CCurl"], swiftSettings: strictSettings),
        /// HTTP over the system's libcurl, opened with dlopen at the first request rather than
        /// linked, so that a run that never asks the API never loads it (nor the TLS and other
        /// libraries it pulls in).
        .target(name: "CCurl", dependencies: ["CSystem"]),
        /// Turns data/'s JSON into the compact tables built into the binary, with the store's own codec.
        .executableTarget(
            name: "embed-snapshot", dependencies: ["OfflineStore", "AtomicFiles"], swiftSettings: strictSettings),
        /// Decoder throughput for scripts/benchmark.sh: the page reader against JSONDecoder.
        .executableTarget(
            name: "decoder-benchmark", dependencies: ["WorldBank", "DecodingReference", "AtomicFiles"],
            swiftSettings: strictSettings),
        /// A Parquet file of shared/worldbank's figures, for scripts/check-parquet.py to read back.
        .executableTarget(
            name: "parquet-sample", dependencies: ["Parquet", "Rendering", "WorldBank"], swiftSettings: strictSettings),
        .plugin(name: "EmbedSnapshot", capability: .buildTool(), dependencies: ["embed-snapshot"]),
        .target(
            name: "BundledData", dependencies: ["OfflineStore"], swiftSettings: strictSettings,
            plugins: ["EmbedSnapshot"]),
        /// Files written whole or not at all, and what a stopped run leaves behind, removed.
        .target(name: "AtomicFiles", swiftSettings: strictSettings),
        .target(name: "OfflineStore", dependencies: ["WorldBank", "AtomicFiles"], swiftSettings: strictSettings),
        /// Listings, totals, profiles and the report model: the engine every command and MCP tool
        /// puts its question to, through the figures' source (StatisticsSource).
        .target(name: "CountriesAnalysis", dependencies: ["WorldBank", "OfflineStore"], swiftSettings: strictSettings),
        /// Parquet files written and read (typed columns, row groups, GZIP pages through the system's
        /// zlib), and deflate and inflate over it: for outputs, and for the bulk mirror.
        .target(name: "Parquet", dependencies: ["CZlib"], swiftSettings: strictSettings),
        .target(
            name: "Rendering",
            dependencies: ["CountriesAnalysis", "WorldBank", "OfflineStore", "Parquet", "CSystem", "CZlib"],
            swiftSettings: strictSettings),
        /// Deflate over the system's zlib, opened with dlopen at the first workbook or Parquet file
        /// rather than linked, as CCurl opens libcurl.
        .target(name: "CZlib", dependencies: ["CSystem"]),
        /// The C calls Swift cannot make portably, and the one way both libraries are opened.
        /// `dl` is for glibc before 2.34, where dlopen is not in libc yet (from 2.34 on, libdl is an
        /// empty archive that adds nothing).
        .target(name: "CSystem", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        /// The Bank's bulk files (WDI_CSV.zip and its like) mirrored as Parquet with a Delta log:
        /// downloaded, resumed, built, verified and read back an indicator at a time.
        .target(
            name: "BulkMirror",
            dependencies: ["WorldBank", "OfflineStore", "AtomicFiles", "Parquet", "CZlib", "CSystem"],
            swiftSettings: strictSettings),
        .target(
            name: "ReportPublishing", dependencies: ["CountriesAnalysis", "AtomicFiles", "CSystem", "WorldBank"],
            swiftSettings: strictSettings),
        /// The Model Context Protocol server of `countries mcp`: JSON-RPC over stdio, the tools, their
        /// schemas and the proof every figure carries.
        .target(
            name: "MCPServer", dependencies: ["WorldBank", "OfflineStore", "CountriesAnalysis", "Rendering"],
            swiftSettings: strictSettings),
        .target(
            name: "CountriesCLI",
            dependencies: [
                "WorldBank", "OfflineStore", "BundledData", "CountriesAnalysis", "Rendering", "ReportPublishing",
                "Parquet", "BulkMirror",
                "AtomicFiles",
                "CSystem", "MCPServer",
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "countries", dependencies: ["CountriesCLI"], swiftSettings: strictSettings),
        .target(
            name: "TestSupport",
            dependencies: ["WorldBank", "Parquet"],
            path: "Tests/TestSupport",
            resources: [.copy("FakeWorldBank")],
            swiftSettings: strictSettings
        ),
        /// The `Decodable` reference the page reader is fuzzed and timed against; not in the product.
        .target(
            name: "DecodingReference", dependencies: ["WorldBank"], path: "Tests/DecodingReference",
            swiftSettings: testSettings),
        .testTarget(
            name: "WorldBankTests",
            dependencies: ["WorldBank", "TestSupport", "DecodingReference"],
            resources: [.copy("Fixtures")],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "OfflineStoreTests",
            dependencies: ["OfflineStore", "WorldBank", "BundledData", "TestSupport", "AtomicFiles"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "CountriesAnalysisTests",
            dependencies: ["CountriesAnalysis", "WorldBank", "OfflineStore", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "CountriesAnalysis", "WorldBank", "Parquet", "TestSupport"],
            swiftSettings: testSettings
        ),
        .testTarget(
            name: "ReportPublishingTests",
            dependencies: ["ReportPublishing", "AtomicFiles", "CountriesAnalysis", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "ParquetTests", dependencies: ["Parquet", "WorldBank", "TestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "BulkMirrorTests",
            dependencies: ["BulkMirror", "OfflineStore", "WorldBank", "Parquet", "AtomicFiles", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "AtomicFilesTests", dependencies: ["AtomicFiles", "TestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "MCPServerTests",
            dependencies: [
                "MCPServer", "CountriesAnalysis", "OfflineStore", "BundledData", "WorldBank", "TestSupport",
            ],
            swiftSettings: testSettings),
        .testTarget(
            name: "LibraryUsageTests", dependencies: ["WorldBank", "CountriesAnalysis", "TestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "CountriesCLITests",
            dependencies: [
                "CountriesCLI", "countries", "TestSupport", "OfflineStore", "WorldBank", "AtomicFiles", "Rendering",
            ],
            exclude: ["Golden"],
            swiftSettings: testSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
