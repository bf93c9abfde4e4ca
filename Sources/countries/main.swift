import CountriesCLI

// Synchronously first, before the runtime starts threads or anything opens a file.
let process = CountriesCommand.start()
await CountriesCommand.main(process)
