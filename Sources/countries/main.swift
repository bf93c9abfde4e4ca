import CountriesCLI

// Synchronously first, before the runtime starts threads or anything opens a file.
let console = CountriesCommand.start()
await CountriesCommand.main(console: console)
