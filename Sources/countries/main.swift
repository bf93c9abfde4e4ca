import CountriesCLI

await CountriesCommand.main()
