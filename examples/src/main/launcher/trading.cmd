@echo off
rem trading: the Trading SDK's command-line tool (trading --help). The build puts this script in
rem examples\target\bin, beside the jar's folder; its source is examples\src\main\launcher\trading.cmd.
rem
rem It starts the JVM for short runs (C1 only, the serial collector) with the class-data archive the build
rem made (trading.jsa) when it was made for the jar at this place (trading.jsa.path); the JVM itself drops
rem an archive older than the jar, and the tool then runs the same, only slower. JAVA_HOME picks the Java
rem (else java on the PATH); TRADING_JAVA_OPTS adds JVM options after these, so they win. `trading server`
rem runs for long: it keeps the optimizing compiler (C2) and caps the heap at 256 MB (-Xmx1g in TRADING_JAVA_OPTS
rem gives it more).
setlocal
for %%I in ("%~dp0..") do set "TRADING_HOME=%%~fI"
set "TRADING_JAR=%TRADING_HOME%\trading.jar"
set "TRADING_ARCHIVE=%TRADING_HOME%\trading.jsa"
set "TRADING_JAVA=java"
if defined JAVA_HOME set "TRADING_JAVA=%JAVA_HOME%\bin\java"
set "TRADING_RUN=-XX:TieredStopAtLevel=1"
call :server_options %*
set "TRADING_FLAGS=%TRADING_RUN% -XX:+UseSerialGC -Xshare:auto -Xlog:cds=off,cds+dynamic=off"
set "TRADING_BUILT_FOR="
if exist "%TRADING_ARCHIVE%.path" set /p TRADING_BUILT_FOR=<"%TRADING_ARCHIVE%.path"
if not exist "%TRADING_ARCHIVE%" goto without_archive
if /i not "%TRADING_BUILT_FOR%"=="%TRADING_JAR%" goto without_archive
"%TRADING_JAVA%" %TRADING_FLAGS% "-XX:SharedArchiveFile=%TRADING_ARCHIVE%" %TRADING_JAVA_OPTS% -jar "%TRADING_JAR%" %*
exit /b %ERRORLEVEL%
:without_archive
"%TRADING_JAVA%" %TRADING_FLAGS% %TRADING_JAVA_OPTS% -jar "%TRADING_JAR%" %*
exit /b %ERRORLEVEL%

rem The command is the first word that is not an option (`trading --verbose server` too): server options for it.
:server_options
if "%~1"=="" goto :eof
set "TRADING_WORD=%~1"
if "%TRADING_WORD:~0,1%"=="-" (
  shift
  goto server_options
)
if /i "%TRADING_WORD%"=="server" set "TRADING_RUN=-Xmx256m"
goto :eof
