<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameOverPanel</name>
    <message numerus="yes">
        <source>After %n round(s).</source>
        <translation>
            <numerusform>After %n round.</numerusform>
            <numerusform>After %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%1 wagered %n card(s) face down on column %2.</source>
        <translation>
            <numerusform>%1 wagered %n card face down on column %2.</numerusform>
            <numerusform>%1 wagered %n cards face down on column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
